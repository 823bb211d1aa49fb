# Mistake: "`"input_ids"`: `(B, L)` `int64` ... token ids ... are any `int64` values (above `2**31` too)" — stores the padded ids as int32 to halve the bytes per position (section 3's table), so the dtype is wrong and ids above 2**31 wrap around.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = int(lengths.max())
    if width % multiple_of:
        width += multiple_of - width % multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int32)   # ids fit in 32 bits
    for i, (t, _) in enumerate(batch):
        input_ids[i, : len(t)] = t
    mask = torch.arange(width).expand(len(batch), width) < lengths.unsqueeze(1)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([lab for _, lab in batch], dtype=torch.int64)}
