# Mistake: "the items' token tensors may be non-contiguous views; leave them unchanged" — each sequence is padded by growing it in place with resize_ and filling its tail, which changes the caller's own tensor (its shape, and for a view into a longer tensor the base's following elements are overwritten with pad_id; a non-resizable storage raises).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [int(t.shape[0]) for t, _ in batch]
    width = max(lengths)
    if width % multiple_of:
        width += multiple_of - width % multiple_of
    rows = []
    for tokens, n in zip((t for t, _ in batch), lengths):
        row = tokens.resize_(width) if tokens.is_contiguous() else tokens.contiguous().resize_(width)
        row[n:] = pad_id
        rows.append(row)
    input_ids = torch.stack(rows) if rows else torch.empty(0, width, dtype=torch.int64)
    lengths_t = torch.tensor(lengths, dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": torch.arange(width) < lengths_t[:, None],
            "lengths": lengths_t, "labels": torch.tensor([l for _, l in batch], dtype=torch.int64)}
