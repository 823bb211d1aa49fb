# Mistake: "L is the longest sequence in this batch, rounded up to a multiple of multiple_of" — adds multiple_of - L % multiple_of even when L already is a multiple, so an aligned batch gets a whole block of extra padding.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [t.shape[0] for t, _ in batch]
    width = max(lengths)
    if multiple_of > 1:
        width = width + (multiple_of - width % multiple_of)
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    mask = torch.zeros((len(batch), width), dtype=torch.bool)
    for i, (t, _) in enumerate(batch):
        ids[i, :t.shape[0]] = t
        mask[i, :t.shape[0]] = True
    return {"input_ids": ids, "attention_mask": mask,
            "lengths": torch.tensor(lengths, dtype=torch.long),
            "labels": torch.tensor([y for _, y in batch], dtype=torch.long)}
