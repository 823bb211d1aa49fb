# Mistake: "each sequence followed by `pad_id` up to width `L`": the columns added to reach a multiple of multiple_of are filled with 0 (torch.zeros) instead of pad_id, so with multiple_of > 1 and pad_id != 0 the tail of every row holds 0.
from torch.nn.utils.rnn import pad_sequence

def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    lengths = torch.tensor([len(t) for t in tokens], dtype=torch.long)
    ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    remainder = ids.shape[1] % multiple_of
    if remainder:
        ids = torch.cat([ids, torch.zeros(len(batch), multiple_of - remainder, dtype=ids.dtype)], dim=1)
    mask = torch.arange(ids.shape[1]).expand(len(batch), -1) < lengths.unsqueeze(1)
    return {"input_ids": ids, "attention_mask": mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.long)}
