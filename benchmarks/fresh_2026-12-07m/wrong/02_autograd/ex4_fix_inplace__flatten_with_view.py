# Mistake: "`x`: ... memory layouts: contiguous, strided, transposed or column major" with shape `(B, S, D)`: it flattens the leading dimensions with x.view(-1, dim), which raises RuntimeError for a transposed or strided 3-D x (B and S cannot be merged without a copy).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        dim = x.shape[-1]
        flat = x.view(-1, dim)             # (rows, dim) whatever the leading dimensions
        h = self.proj(flat) + 1.0
        g = torch.sigmoid(self.gate(flat)) * self.scale
        out = torch.relu(h * g + flat)
        return out.view(x.shape)
