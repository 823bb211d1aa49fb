# Mistake: "`attention_mask`: ... `True` at real tokens" (pitfall: "building the mask from `input_ids != pad_id`, which breaks when a real token happens to equal `pad_id`"): a real token 0 with the default pad_id=0 gets False.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([len(tokens) for tokens, _ in batch], dtype=torch.int64)
    longest = int(lengths.max())
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": input_ids != pad_id,
            "lengths": lengths, "labels": labels}
