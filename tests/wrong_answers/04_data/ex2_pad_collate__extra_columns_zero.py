# Diagnosis: pad-id-ignored
# Pitfall: pad_sequence pads with pad_id, but the extra columns for multiple_of come from F.pad's default value, 0.
def pad_collate(batch, pad_id=0, multiple_of=1):
    import torch.nn.functional as F
    from torch.nn.utils.rnn import pad_sequence
    tokens = [t for t, _ in batch]
    ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    ids = F.pad(ids, (0, -ids.shape[1] % multiple_of))
    lengths = torch.tensor([len(t) for t in tokens])
    return {"input_ids": ids, "attention_mask": torch.arange(ids.shape[1]) < lengths[:, None], "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch])}
