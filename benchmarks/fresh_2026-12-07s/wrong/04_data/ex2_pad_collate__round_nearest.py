# Mistake: "`L` is the **longest sequence in this batch**, rounded up to a multiple of `multiple_of`": rounds to the nearest multiple with round(), so longest 5 with multiple_of=4 gives width 4 and the copy into the row fails (and 6 with 4 gives 8 only by banker's rounding).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    longest = int(lengths.max())
    width = round(longest / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask,
            "lengths": lengths, "labels": labels}
