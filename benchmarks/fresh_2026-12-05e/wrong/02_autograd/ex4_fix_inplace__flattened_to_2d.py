# Mistake: "`x` may have any number of leading dimensions ... keep every shape" — the input is flattened to (-1, dim) to "handle any batch shape" and the result is returned in that 2-D shape: (D,) comes back as (1, D) and (B, N, D) as (B*N, D); view() also refuses a transposed x.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        x2 = x.view(-1, x.shape[-1])
        h = self.proj(x2)
        h += 1.0
        g = torch.sigmoid(self.gate(x2)) * self.scale
        out = h * g
        out += x2
        return torch.relu_(out)
