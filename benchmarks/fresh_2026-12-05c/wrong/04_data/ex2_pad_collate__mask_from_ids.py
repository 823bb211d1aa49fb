# Mistake: "building the mask from `input_ids != pad_id`, which breaks when a real token happens to equal `pad_id`: build it from the lengths"
def pad_collate(batch, pad_id=0, multiple_of=1):
    longest = max(len(t) for t, _ in batch)
    L = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.long)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
    return {"input_ids": input_ids, "attention_mask": input_ids != pad_id,
            "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.long),
            "labels": torch.tensor([y for _, y in batch], dtype=torch.long)}
