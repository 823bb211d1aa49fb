# Mistake: "`x`: shape `(D,)`, `(N, D)` or `(B, S, D)` ...; memory layouts: contiguous, strided, transposed or column major": the leading dimensions are flattened with x.view(-1, D), which raises RuntimeError for a transposed or column-major (B, S, D) input.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        shape = x.shape
        flat = x.view(-1, shape[-1])               # one row per position
        h = self.proj(flat)
        h += 1.0
        g = torch.sigmoid(self.gate(flat)) * self.scale
        out = h * g
        out += flat
        return torch.relu_(out).view(shape)
