# A new dict with the keys in another order (and one more key), padding built with torch.cat.
def pad_collate(batch, pad_id=0, multiple_of=1):
    lengths = torch.tensor([t.numel() for t, _ in batch], dtype=torch.int64)
    width = -(-int(lengths.max()) // multiple_of) * multiple_of
    ids = torch.stack([torch.cat([t, t.new_full((width - len(t),), pad_id)]) for t, _ in batch])
    return {"labels": torch.tensor([label for _, label in batch]), "lengths": lengths,
            "attention_mask": torch.arange(width).expand(len(batch), -1) < lengths.unsqueeze(1), "input_ids": ids,
            "batch_size": len(batch)}
