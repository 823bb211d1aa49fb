# Right: fills a preallocated int64 tensor row by row (copy_ reads non-contiguous views fine), mask from lengths via arange comparison, L = ceil(max/multiple) by integer arithmetic (0 when all sequences are empty).
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [int(tokens.shape[0]) for tokens, _ in batch]
    longest = max(lengths)
    width = -(-longest // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), int(pad_id), dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, : tokens.shape[0]].copy_(tokens)
    lengths_t = torch.tensor(lengths, dtype=torch.int64)
    mask = torch.arange(width).unsqueeze(0) < lengths_t.unsqueeze(1)
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths_t, "labels": labels}
