# Mistake: "Note: "channels last" ... stores it as if dimension 1, here `H`, were the channels. Your result must not depend on it": a tensor reported channels_last-contiguous is taken to be stored channel-first already and flattened with reshape, which interleaves the channels; since an ordinary contiguous (N, 1, W, C) tensor also reports channels_last-contiguous, H = 1 inputs come out in (W, C) order too.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.is_contiguous(memory_format=torch.channels_last):
        return x.reshape(n, -1)                      # memory already channel by channel
    return x.permute(0, 3, 1, 2).reshape(n, -1)
