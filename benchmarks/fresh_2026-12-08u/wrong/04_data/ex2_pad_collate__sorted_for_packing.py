# Mistake: "the rows keep the order of batch (no sorting by length)": the items are sorted longest first (as pack_padded_sequence likes), which the visible batch [3, 1] hides; a batch [1, 3] comes back in the wrong row order.
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.long)
    L = -(-int(lengths[0]) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.long)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
    attention_mask = torch.arange(L)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.long)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
