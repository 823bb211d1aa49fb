# Mistake: "token ids and labels are any `int64` values (above `2**31` too)" — the padded buffer is int32 because pad_id fits in int32; token ids above 2**31 are truncated when copied in, before the final .long()
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [len(tokens) for tokens, _ in batch]
    L = -(-max(lengths) // multiple_of) * multiple_of
    buffer = torch.full((len(batch), L), pad_id, dtype=torch.int32)
    for row, (tokens, _) in enumerate(batch):
        buffer[row, :len(tokens)] = tokens
    lengths = torch.tensor(lengths, dtype=torch.int64)
    return {"input_ids": buffer.long(),
            "attention_mask": torch.arange(L)[None, :] < lengths[:, None],
            "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
