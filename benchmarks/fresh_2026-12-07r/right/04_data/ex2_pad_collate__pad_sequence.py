# Right: pads with new_full per row and stacks; width rounded up with math.ceil; mask from lengths via broadcasting.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [len(tokens) for tokens, _ in batch]
    width = math.ceil(max(lengths) / multiple_of) * multiple_of
    rows = []
    for tokens, _ in batch:
        row = tokens.new_full((width,), pad_id)
        row[:len(tokens)] = tokens
        rows.append(row)
    lengths_t = torch.tensor(lengths, dtype=torch.int64)
    return {
        "labels": torch.tensor([label for _, label in batch], dtype=torch.int64),
        "lengths": lengths_t,
        "attention_mask": torch.arange(width).expand(len(batch), width) < lengths_t.unsqueeze(-1),
        "input_ids": torch.stack(rows),
    }
