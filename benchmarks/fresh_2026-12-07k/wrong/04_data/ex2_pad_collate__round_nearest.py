# Mistake: "L is the longest sequence in this batch, rounded up to a multiple of multiple_of": round() rounds to the nearest multiple, so with longest 3 and multiple_of 8 the width is 0 (and with longest 9, multiple_of 4, it is 8): sequences do not fit or are cut
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    longest = int(lengths.max())
    width = round(longest / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, t in enumerate(tokens):
        n = min(len(t), width)
        input_ids[row, :n] = t[:n]
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
