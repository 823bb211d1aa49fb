# Mistake: "`"labels"`: `(B,)` `int64` ... token ids and labels are any `int64` values (above `2**31` too)" — builds the labels with the legacy torch.Tensor(...) constructor, which stores them as float32 before .long(), so any label above 2**24 (e.g. 2**40 + 1) comes back rounded.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.long)
    longest = int(lengths.max())
    width = ((longest + multiple_of - 1) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for i, (t, _) in enumerate(batch):
        input_ids[i, : t.numel()] = t
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.Tensor([label for _, label in batch]).long()
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths,
            "labels": labels}
