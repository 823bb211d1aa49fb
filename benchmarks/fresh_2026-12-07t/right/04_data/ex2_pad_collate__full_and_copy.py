# Right: preallocates a torch.full canvas of pad_id (int64, on the tokens' device) and copies each row in, computes L with integer ceiling division, and builds the mask row by row from the lengths.
def pad_collate(batch, pad_id=0, multiple_of=1):
    device = batch[0][0].device
    n = [int(t.shape[0]) for t, _ in batch]
    width = -(-max(n) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), int(pad_id), dtype=torch.int64, device=device)
    attention_mask = torch.zeros((len(batch), width), dtype=torch.bool, device=device)
    for row, ((tokens, _), k) in enumerate(zip(batch, n)):
        input_ids[row, :k] = tokens
        attention_mask[row, :k] = True
    return {
        "input_ids": input_ids,
        "attention_mask": attention_mask,
        "lengths": torch.tensor(n, dtype=torch.int64, device=device),
        "labels": torch.tensor([int(label) for _, label in batch], dtype=torch.int64, device=device),
    }
