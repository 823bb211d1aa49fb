# Mistake: "the rows keep the order of batch (no sorting by length)" — sorts the items longest first (as pack_padded_sequence likes), which the visible test cannot see because its batch already comes longest first; a batch with a short item before a long one comes back reordered
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(t) for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths[0]) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    attention_mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
