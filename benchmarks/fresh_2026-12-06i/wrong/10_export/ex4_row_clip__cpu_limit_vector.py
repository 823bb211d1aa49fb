# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and on `meta`: "as long as it is not about tensors on different devices") — the limit becomes a one-element CPU tensor torch.tensor([limit], dtype=x.dtype); on the CPU this is right, but for x on a GPU or on meta the arithmetic mixes a CPU tensor of shape (1,) with the input's device and raises a device-mismatch error.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        limit = torch.tensor([self.limit], dtype=x.dtype)   # broadcasts against the (N, 1) maxima
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (limit / torch.maximum(m, limit))
