# Mistake: "L is the longest sequence in this batch, rounded up to a multiple of multiple_of": (L // m + 1) * m adds a whole extra block when L is already a multiple, so a longest sequence of 8 with multiple_of=8 gives width 16 instead of 8 (multiple_of=1 is special-cased, so the visible test passes).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    width = int(lengths.max())
    if multiple_of > 1:
        width = (width // multiple_of + 1) * multiple_of     # round up to the next multiple
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, (t, _) in enumerate(batch):
        input_ids[row, : len(t)] = t
    return {"input_ids": input_ids,
            "attention_mask": torch.arange(width)[None, :] < lengths[:, None],
            "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.long)}
