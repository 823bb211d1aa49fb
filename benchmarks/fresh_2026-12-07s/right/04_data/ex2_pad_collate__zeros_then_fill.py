# Right: builds the mask row by row first, then fills input_ids with pad_id via masked_fill on the inverted mask after copying the tokens in.
def pad_collate(batch, pad_id=0, multiple_of=1):
    n = len(batch)
    lens = [int(tokens.numel()) for tokens, _ in batch]
    width = (max(lens) + multiple_of - 1) // multiple_of * multiple_of
    input_ids = torch.zeros((n, width), dtype=torch.int64)
    attention_mask = torch.zeros((n, width), dtype=torch.bool)
    for row, ((tokens, _), k) in enumerate(zip(batch, lens)):
        input_ids[row, :k] = tokens
        attention_mask[row, :k] = True
    input_ids = input_ids.masked_fill(~attention_mask, pad_id)
    return {"input_ids": input_ids, "attention_mask": attention_mask,
            "lengths": torch.tensor(lens, dtype=torch.int64),
            "labels": torch.tensor([int(label) for _, label in batch], dtype=torch.int64)}
