# Mistake: "the rows keep the order of `batch` (no sorting by length)" — sorts the batch longest first (ready for pack_padded_sequence), so rows, lengths and labels come back in another order whenever lengths differ
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    L = -(-int(lengths.max()) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    return {"input_ids": input_ids,
            "attention_mask": torch.arange(L) < lengths.unsqueeze(1),
            "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
