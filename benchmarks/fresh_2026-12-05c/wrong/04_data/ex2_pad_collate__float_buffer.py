# Mistake: "token ids and labels are any `int64` values (above `2**31` too)" — builds the padded matrix in a float32 buffer and converts at the end, so ids above 2**24 lose their last digits
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(t) for t, _ in batch)
    L = -(-longest // multiple_of) * multiple_of
    buf = torch.zeros(len(batch), L) + pad_id
    mask = torch.zeros(len(batch), L, dtype=torch.bool)
    for i, (tokens, _) in enumerate(batch):
        buf[i, :len(tokens)] = tokens
        mask[i, :len(tokens)] = True
    return {"input_ids": buf.long(), "attention_mask": mask,
            "lengths": torch.tensor([len(t) for t, _ in batch]),
            "labels": torch.tensor([y for _, y in batch])}
