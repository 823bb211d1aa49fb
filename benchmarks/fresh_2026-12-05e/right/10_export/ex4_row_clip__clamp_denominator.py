# Right: x * limit / max(m, limit) equals x * min(1, limit / m); below the limit the denominator is the constant limit (clamp passes no gradient there, so an all-zero row gets a finite gradient), above it the gradient flows through m; no control flow, device/dtype of x kept, N = 0 fine
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        return x * (self.limit / m.clamp(min=self.limit))
