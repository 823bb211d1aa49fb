# Mistake: "L is the longest sequence in this batch, rounded up to a multiple of multiple_of ... a batch of one item included": the shortcut for a batch of one item returns the sequence at its own length, so pad_collate([(tokens of length 5, 1)], multiple_of=8) gives width 5 instead of 8.
def pad_collate(batch, pad_id=0, multiple_of=1):
    if len(batch) == 1:                       # nothing to pad against
        tokens, label = batch[0]
        n = len(tokens)
        return {"input_ids": tokens.clone().unsqueeze(0),
                "attention_mask": torch.ones(1, n, dtype=torch.bool),
                "lengths": torch.tensor([n]),
                "labels": torch.tensor([label])}
    lengths = torch.tensor([len(t) for t, _ in batch])
    width = -(-int(lengths.max()) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.long)
    for row, (t, _) in enumerate(batch):
        input_ids[row, : len(t)] = t
    return {"input_ids": input_ids,
            "attention_mask": torch.arange(width) < lengths.unsqueeze(1),
            "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch])}
