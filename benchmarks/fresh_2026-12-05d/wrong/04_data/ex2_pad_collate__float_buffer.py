# Mistake: "token ids and labels are any `int64` values (above `2**31` too)" — the padded buffer is made with torch.full's float default and converted at the end, so token ids above 2**24 (and large pad_ids) are rounded by float32.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [len(tokens) for tokens, _ in batch]
    width = max(lengths)
    width = -(-width // multiple_of) * multiple_of
    ids = torch.full((len(batch), width), pad_id, dtype=torch.float32)
    for row, (tokens, _) in enumerate(batch):
        ids[row, :len(tokens)] = tokens
    lengths = torch.tensor(lengths, dtype=torch.int64)
    mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    return {"input_ids": ids.long(), "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
