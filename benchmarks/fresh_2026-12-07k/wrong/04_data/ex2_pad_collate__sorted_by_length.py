# Mistake: "the rows keep the order of batch (no sorting by length)": the batch is sorted longest first (as pack_padded_sequence likes), so a batch whose first item is not the longest comes back with its rows, lengths and labels reordered
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths[0]) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (t, _) in enumerate(batch):
        input_ids[row, :len(t)] = t
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
