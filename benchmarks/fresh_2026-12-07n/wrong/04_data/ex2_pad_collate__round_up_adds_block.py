# Mistake: "`L` is the longest sequence in this batch, rounded up to a multiple of `multiple_of`": adding `multiple_of - L % multiple_of` adds a whole extra block when L is already a multiple (longest 6 with multiple_of=3 gives width 9, not 6)
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([t.numel() for t in tokens], dtype=torch.long)
    width = int(lengths.max())
    if multiple_of > 1:
        width += multiple_of - width % multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, t in enumerate(tokens):
        ids[row, :t.numel()] = t
    mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
