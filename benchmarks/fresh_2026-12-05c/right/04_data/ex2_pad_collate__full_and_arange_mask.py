# Right: a pad_id-filled int64 matrix of the rounded-up batch width, rows copied in batch order, and a mask built from the lengths by comparing positions with them
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.int64)
    longest = max(t.numel() for t, _ in batch)
    width = ((longest + multiple_of - 1) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), int(pad_id), dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :tokens.numel()] = tokens
    mask = torch.arange(width).unsqueeze(0) < lengths.unsqueeze(1)
    labels = torch.tensor([int(label) for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": mask, "lengths": lengths, "labels": labels}
