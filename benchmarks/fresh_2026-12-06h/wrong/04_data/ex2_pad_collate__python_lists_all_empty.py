# Mistake: "A sequence may be empty (its row is then all `pad_id`, its mask all `False`)" and "`input_ids`: `(B, L)` `int64`" — the padded rows are built as Python lists and turned into tensors with torch.tensor(...): when every sequence of the batch is empty and L is 0, torch.tensor([[], []]) infers float32 for input_ids and for the attention mask instead of int64 / bool.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [len(tokens) for tokens, _ in batch]
    width = max(lengths)
    width = -(-width // multiple_of) * multiple_of
    rows = [tokens.tolist() + [pad_id] * (width - n) for (tokens, _), n in zip(batch, lengths)]
    mask = [[True] * n + [False] * (width - n) for n in lengths]
    return {
        "input_ids": torch.tensor(rows),
        "attention_mask": torch.tensor(mask),
        "lengths": torch.tensor(lengths),
        "labels": torch.tensor([label for _, label in batch]),
    }
