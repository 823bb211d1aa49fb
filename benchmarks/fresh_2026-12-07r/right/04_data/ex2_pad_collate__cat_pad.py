# Right: builds each row with torch.cat of the tokens and a pad block, and the mask row by row; width = longest + (-longest) % multiple_of.
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(tokens.numel() for tokens, _ in batch)
    width = longest + (-longest) % multiple_of
    ids, masks, lengths, labels = [], [], [], []
    for tokens, label in batch:
        n = tokens.numel()
        ids.append(torch.cat([tokens.to(torch.int64), torch.full((width - n,), pad_id, dtype=torch.int64)]))
        masks.append(torch.cat([torch.ones(n, dtype=torch.bool), torch.zeros(width - n, dtype=torch.bool)]))
        lengths.append(n)
        labels.append(label)
    return {"input_ids": torch.stack(ids), "attention_mask": torch.stack(masks),
            "lengths": torch.tensor(lengths, dtype=torch.int64), "labels": torch.tensor(labels, dtype=torch.int64)}
