/** Who asks: a client reaches their own uploads only; staff reach every upload. */
export interface Actor {
  userId: number;
  staff: boolean;
}
