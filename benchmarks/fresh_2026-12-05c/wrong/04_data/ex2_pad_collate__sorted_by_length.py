# Mistake: "the rows keep the order of `batch` (no sorting by length)" — sorts the batch longest first, as pack_padded_sequence likes
def pad_collate(batch, pad_id=0, multiple_of=1):
    batch = sorted(batch, key=lambda item: len(item[0]), reverse=True)
    longest = len(batch[0][0])
    L = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.long)
    mask = torch.zeros(len(batch), L, dtype=torch.bool)
    for i, (tokens, _) in enumerate(batch):
        input_ids[i, :len(tokens)] = tokens
        mask[i, :len(tokens)] = True
    return {"input_ids": input_ids, "attention_mask": mask,
            "lengths": torch.tensor([len(t) for t, _ in batch], dtype=torch.long),
            "labels": torch.tensor([y for _, y in batch], dtype=torch.long)}
