# Mistake: "token ids ... any `int64` values (above `2**31` too), `pad_id` any integer from `-2**31` to `2**31 - 1`": the padded matrix is built as a float32 tensor and cast to int64 at the end, so ids and pad_ids above 2**24 (e.g. 2**31 - 1, or 10**12) come back rounded.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch])
    width = math.ceil(lengths.max().item() / multiple_of) * multiple_of
    input_ids = torch.zeros(len(batch), width) + pad_id
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([label for _, label in batch])
    return {"input_ids": input_ids.long(), "attention_mask": attention_mask,
            "lengths": lengths.long(), "labels": labels.long()}
