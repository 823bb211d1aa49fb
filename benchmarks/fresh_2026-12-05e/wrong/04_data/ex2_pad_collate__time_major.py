# Mistake: "`"input_ids"`: `(B, L)` `int64`" — pad_sequence's default batch_first=False returns (L, B) (and the mask is built to match), transposed for every batch with B != L
from torch.nn.utils.rnn import pad_sequence


def pad_collate(batch, pad_id=0, multiple_of=1):
    sequences = [tokens for tokens, _ in batch]
    lengths = torch.tensor([len(s) for s in sequences], dtype=torch.int64)
    L = -(-int(lengths.max()) // multiple_of) * multiple_of
    input_ids = pad_sequence(sequences, padding_value=pad_id)          # (longest, B)
    input_ids = torch.nn.functional.pad(input_ids, (0, 0, 0, L - input_ids.shape[0]), value=pad_id)
    attention_mask = torch.arange(L).unsqueeze(1) < lengths.unsqueeze(0)
    return {"input_ids": input_ids, "attention_mask": attention_mask, "lengths": lengths,
            "labels": torch.tensor([label for _, label in batch], dtype=torch.int64)}
