export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** Lines under the title, such as the effective date. */
  dates?: string[];
  intro: string[];
  /** Whether headings carry their section number ("1. ..."). */
  numbered?: boolean;
  sections: LegalSection[];
}
