# Mistake: "or longer than `MAX_LEN` (nothing is cut: `L` is still the batch's longest)": the learner caps sequences at MAX_LEN, so a 600-token item is cut to 512 tokens and its length reported as 512.
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t[:MAX_LEN] for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    longest = max(len(t) for t in tokens)
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(tokens), width), pad_id, dtype=torch.int64)
    for i, t in enumerate(tokens):
        input_ids[i, :len(t)] = t
    mask = torch.arange(width) < lengths[:, None]
    labels = torch.tensor([y for _, y in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
