# Mistake: "inputs on the `meta` device: ... code that needs the values, such as `.item()` or indexing with a boolean mask, may raise there" — selects the rows over the limit with a boolean mask and index-assigns them: fine on the CPU, but a meta tensor cannot say which rows the mask selects (and torch.export sees a data-dependent shape)
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1)
        big = m > self.limit
        out = x.clone()
        out[big] = x[big] * (self.limit / m[big]).unsqueeze(1)
        return out
