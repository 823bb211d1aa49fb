# Mistake: "`x`: shape `(D,)`, `(N, D)` or `(B, N, D)` ... memory layouts: contiguous, strided or transposed" — the leading dimensions are flattened with x.view(-1, D) (to run the block on 2-D input only), which raises for a transposed or strided 3-D x (e.g. randn(B, D, N).transpose(1, 2)), where the two leading dimensions cannot be merged without a copy.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        shape = x.shape
        flat = x.view(-1, shape[-1])
        h = self.proj(flat) + 1.0
        g = torch.sigmoid(self.gate(flat)) * self.scale
        out = torch.relu(h * g + flat)
        return out.view(shape)
