# Right: builds each padded row with torch.cat of the tokens and a new_full tail, stacks the rows, and fills the mask row by row from the lengths (no arange broadcasting)
def pad_collate(batch, pad_id=0, multiple_of=1):
    sizes = [int(tokens.shape[0]) for tokens, _ in batch]
    longest = max(sizes)
    width = longest + (-longest) % multiple_of
    rows, masks = [], []
    for (tokens, _), n in zip(batch, sizes):
        rows.append(torch.cat([tokens, tokens.new_full((width - n,), pad_id)]))
        mask = torch.zeros(width, dtype=torch.bool, device=tokens.device)
        mask[:n] = True
        masks.append(mask)
    return {"input_ids": torch.stack(rows), "attention_mask": torch.stack(masks),
            "lengths": torch.tensor(sizes, dtype=torch.int64),
            "labels": torch.tensor([int(label) for _, label in batch], dtype=torch.int64)}
