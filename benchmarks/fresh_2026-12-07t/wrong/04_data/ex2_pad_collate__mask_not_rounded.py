# Mistake: "`"attention_mask"`: `(B, L)` `bool`" with `L` "rounded up to a multiple of `multiple_of`": the ids are widened to the multiple but the mask is padded only to the longest sequence, so with multiple_of > 1 the mask is narrower than input_ids.
import torch.nn.functional as F
from torch.nn.utils.rnn import pad_sequence

def pad_collate(batch, pad_id=0, multiple_of=1):
    tokens = [t for t, _ in batch]
    ids = pad_sequence(tokens, batch_first=True, padding_value=pad_id)
    mask = pad_sequence([torch.ones(len(t), dtype=torch.bool) for t in tokens], batch_first=True,
                        padding_value=False)
    width = ids.shape[1]
    target = -(-width // multiple_of) * multiple_of
    ids = F.pad(ids, (0, target - width), value=pad_id) if target > width else ids
    return {"input_ids": ids, "attention_mask": mask,
            "lengths": torch.tensor([len(t) for t in tokens]),
            "labels": torch.tensor([label for _, label in batch])}
