# Mistake: "`"attention_mask"`: `(B, L)` `bool`... `"lengths"`: `(B,)` `int64`" — the mask is returned as 0/1 int64 (as Hugging Face tokenizers do) and the lengths as a Python list
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = [len(tokens) for tokens, _ in batch]
    L = -(-max(lengths) // multiple_of) * multiple_of
    input_ids = torch.full((len(batch), L), pad_id, dtype=torch.int64)
    attention_mask = torch.zeros(len(batch), L, dtype=torch.int64)
    for row, (tokens, _) in enumerate(batch):
        input_ids[row, :len(tokens)] = tokens
        attention_mask[row, :len(tokens)] = 1
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
