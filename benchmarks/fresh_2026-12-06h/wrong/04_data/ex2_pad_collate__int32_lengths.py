# Mistake: "`"lengths"`: `(B,)` `int64`, the original lengths" — the lengths are stored as int32 ("a length never needs 64 bits"), so the tensor has the right values but the wrong dtype.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int32)
    width = int(lengths.max())
    width = (width + multiple_of - 1) // multiple_of * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, : len(tokens)] = tokens
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
