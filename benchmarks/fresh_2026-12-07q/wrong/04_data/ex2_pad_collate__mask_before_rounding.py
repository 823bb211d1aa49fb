# Mistake: "`attention_mask`: `(B, L)` `bool`" with L "rounded up to a multiple of `multiple_of`" -- the mask is built at the batch's longest length before rounding, so with lengths [3, 1] and multiple_of=8 input_ids is (2, 8) but the mask only (2, 3).
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    longest = int(lengths.max())
    mask = torch.arange(longest)[None, :] < lengths[:, None]
    width = math.ceil(longest / multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, t in enumerate(tokens):
        ids[row, :len(t)] = t
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
