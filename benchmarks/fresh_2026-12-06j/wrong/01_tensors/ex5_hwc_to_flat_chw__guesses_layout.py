# Mistake: "takes (N, H, W, C)" (C from 1 to 3, H and W from 1 to 5): the function guesses the layout from the sizes and treats a last dimension that is not 1 or 3 as a width, so for C = 2 (e.g. (2, 3, 5, 2)) it skips the permute and interleaves the channels.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    if x.shape[-1] in (1, 3):                 # grey or RGB last: channels-last input
        x = x.permute(0, 3, 1, 2)
    return x.reshape(n, -1)
