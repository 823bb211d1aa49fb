# Mistake: "or longer than MAX_LEN (nothing is cut: L is still the batch's longest)": every sequence is truncated to MAX_LEN first, so a 600-token item loses its last 88 tokens and its length is reported as 512
def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t[:MAX_LEN] for t, _ in batch]          # never longer than the model's context
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.int64)
    width = math.ceil(int(lengths.max()) / multiple_of) * multiple_of
    input_ids = torch.full((len(batch), width), pad_id, dtype=torch.int64)
    for row, t in enumerate(tokens):
        input_ids[row, :len(t)] = t
    attention_mask = torch.arange(width)[None, :] < lengths[:, None]
    labels = torch.tensor([label for _, label in batch], dtype=torch.int64)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths, "labels": labels}
