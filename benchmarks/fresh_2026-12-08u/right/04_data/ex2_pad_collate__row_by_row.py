# Right: builds each row with torch.cat of the tokens and a pad tensor, then stacks; mask built row by row from each length; math.ceil on integers via divmod.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [len(tokens) for tokens, _ in batch]
    q, r = divmod(max(lengths), multiple_of)
    width = (q + (r > 0)) * multiple_of
    rows, masks = [], []
    for (tokens, _), n in zip(batch, lengths):
        rows.append(torch.cat([tokens.long(), torch.full((width - n,), pad_id, dtype=torch.long)]))
        masks.append(torch.cat([torch.ones(n, dtype=torch.bool), torch.zeros(width - n, dtype=torch.bool)]))
    return {"labels": torch.tensor([label for _, label in batch], dtype=torch.long),
            "lengths": torch.tensor(lengths, dtype=torch.long),
            "attention_mask": torch.stack(masks),
            "input_ids": torch.stack(rows)}
