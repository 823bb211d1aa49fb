# Mistake: "x: shape (D,), (N, D) or (B, S, D) ... memory layouts: contiguous, strided or transposed" — it flattens the leading dimensions with x.view(-1, D) so the block works on 2-D rows, which raises RuntimeError for a transposed or strided (B, S, D) input.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        rows = x.view(-1, x.shape[-1])
        h = self.proj(rows)
        h += 1.0
        g = torch.sigmoid(self.gate(rows))
        g = g * self.scale
        out = h * g
        out += rows
        return torch.relu_(out).view(x.shape)
