# Mistake: "the items' token tensors may be non-contiguous views; leave them unchanged" — pads each sequence in place with resize_ on the caller's tensor (and resize_ refuses or corrupts a view into a longer tensor)
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    L = -(-int(lengths.max()) // multiple_of) * multiple_of
    rows = []
    for tokens, _ in batch:
        n = len(tokens)
        tokens.resize_(L)
        tokens[n:] = pad_id
        rows.append(tokens)
    return {"input_ids": torch.stack(rows),
            "attention_mask": torch.arange(L)[None] < lengths[:, None],
            "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
